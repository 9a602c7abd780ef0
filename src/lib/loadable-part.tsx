import type { i18n as I18n } from 'i18next';
import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/Spinner';
import { afterNextPaint } from './after-paint';

interface LoadablePart<P extends object> {
  /** Starts loading (once); a page may call it ahead, as soon as it knows the part will be needed. */
  load: (i18n: I18n) => Promise<ComponentType<P>>;
  /** The part: at once when loaded, a spinner (or nothing) until then. */
  Part: ComponentType<P>;
}

/**
 * A part of the page whose code (and texts) load on demand, shown without a Suspense boundary:
 * React holds back the reveal of suspended content for up to 300 ms, which made a part that
 * loads in 20 ms appear after a third of a second. A failed load (a lost connection) goes to the
 * error boundary, whose retry reloads the page, unless the part is optional.
 */
export function loadablePart<P extends object>(
  importPart: (i18n: I18n) => Promise<ComponentType<P>>,
  {
    loading: loadingKey = null,
    optional = false,
    afterPaint = false,
    placeholder = null,
  }: {
    /** The spinner's text while loading; none when the part just appears. */
    loading?: string | null;
    /** A class for the spinner's box that keeps the part's room, so nothing below it jumps when it arrives. */
    placeholder?: string | null;
    /** An optional part (ratings) is left out when its code cannot be loaded. */
    optional?: boolean;
    /** A part below or beside what the page is for (price overview, ratings) starts loading only once the page has painted. */
    afterPaint?: boolean;
  } = {},
): LoadablePart<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;

  const load = (i18n: I18n) => {
    loading ??= importPart(i18n).then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  function Part(props: P) {
    const { t, i18n } = useTranslation();
    const [part, setPart] = useState<{ Component: ComponentType<P> } | null>(() =>
      loaded ? { Component: loaded } : null,
    );
    const [failure, setFailure] = useState<Error | null>(null);
    useEffect(() => {
      if (part) return undefined;
      let live = true;
      const start = () =>
        load(i18n).then(
          (Component) => {
            if (live) setPart({ Component });
          },
          (error: unknown) => {
            if (live) setFailure(error instanceof Error ? error : new Error(String(error)));
          },
        );
      if (!afterPaint || loading) void start();
      else
        afterNextPaint(() => {
          if (live) void start();
        });
      return () => {
        live = false;
      };
    }, [part, i18n]);
    if (failure) {
      if (optional) return null;
      throw failure;
    }
    if (part) return <part.Component {...props} />;
    if (loadingKey === null) return null;
    return placeholder ? (
      <div className={placeholder}>
        <Spinner label={t(loadingKey)} />
      </div>
    ) : (
      <Spinner label={t(loadingKey)} />
    );
  }

  return { load, Part };
}

/**
 * Event handlers for the button that opens a part: pointing at or focusing it starts loading the
 * part, so it is usually there by the click.
 */
export function usePreloadOnIntent<P extends object>(part: LoadablePart<P>, enabled = true) {
  const { i18n } = useTranslation();
  const start = () => {
    if (enabled) part.load(i18n).catch(() => undefined);
  };
  return { onPointerEnter: start, onFocus: start };
}
