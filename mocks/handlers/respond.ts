import { HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import { mockTexts } from '../texts';
import { isLanguage, type Language } from '../../src/config/language';
import { inLanguage } from '../db/content-languages';
import { familyOfPath, type Failure, type MockDatabase } from '../db/database';

/** Every handler matches any origin, so the same handlers serve the browser and Node. */
export const api = (path: string) => `*${path}`;

export function languageOf(request: Request): Language {
  const value = (request.headers.get('Accept-Language') ?? 'de').slice(0, 2);
  return isLanguage(value) ? value : 'de';
}

/** Trip content (names, notes, services, reviews…) in the language the call asks for by Accept-Language. */
export const contentReply = (request: Request, body: unknown) =>
  HttpResponse.json(inLanguage(body, languageOf(request)) as never);

function failureResponse(failure: Failure, request: Request) {
  if (failure.kind === 'network') return HttpResponse.error();
  if (failure.kind === 'malformed') return HttpResponse.json([{ broken: true }, 'not what the contract says']);
  if (failure.kind === 'hang') return new Promise<Response>(() => undefined);
  if (failure.kind === 'html') {
    return new HttpResponse(
      `<html><head><title>${failure.status ?? 502} Bad Gateway</title></head><body><h1>Bad Gateway</h1><hr><center>nginx</center></body></html>`,
      {
        status: failure.status ?? 502,
        statusText: 'Bad Gateway',
        headers: { 'Content-Type': 'text/html' },
      },
    );
  }
  if (failure.kind === 'reply') return HttpResponse.json(failure.body as never, { status: failure.status ?? 200 });
  if (failure.kind === 'text')
    return new HttpResponse(String(failure.body ?? ''), {
      status: failure.status ?? 200,
      headers: { 'Content-Type': 'text/plain' },
    });
  return HttpResponse.json(
    { message: failure.message ?? mockTexts(languageOf(request)).serverUnavailable },
    { status: failure.status ?? 500 },
  );
}

/** Wraps a resolver so that a failure set for its family answers instead. */
export function route<P extends PathParams>(
  db: MockDatabase,
  resolver: HttpResponseResolver<P, DefaultBodyType>,
): HttpResponseResolver<P, DefaultBodyType> {
  return async (info) => {
    if (db.state.latencyMs) await new Promise((resolve) => setTimeout(resolve, db.state.latencyMs));
    const failure = db.takeFailure(familyOfPath(new URL(info.request.url).pathname));
    // 'lost': the server does the work, its answer never arrives (a connection cut at the worst moment).
    if (failure?.kind === 'lost') {
      await resolver(info);
      return HttpResponse.error();
    }
    if (failure?.delayMs) {
      const late = failure;
      return new Promise<Response>((resolve) => {
        setTimeout(() => resolve(failureResponse(late, info.request)), late.delayMs);
      });
    }
    if (failure) return failureResponse(failure, info.request);
    return resolver(info);
  };
}

export function notFound(message: string) {
  return HttpResponse.json({ message }, { status: 404 });
}

export async function readJson(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
