import { toServerDate } from '@/domain/format';

/** Today as yyyy-mm-dd; read once per call, so rules that count days stay right across midnight. */
export const selectToday = (): string => toServerDate(new Date());
