import { useTranslation } from 'react-i18next';
import { roomTypeOf } from '@/domain/rooms';

/**
 * A room type's name in the page language, the same on every step: a known type by its
 * translated name, a shared room as such, an unknown code by the server's description
 * (docs/api/room-types.md).
 */
export function useRoomName(): (roomType: string, description: string) => string {
  const { t } = useTranslation('extras');
  return (roomType, description) => {
    const type = roomTypeOf(roomType);
    if (type.kind === 'group') return t(`rooms.type.${type.group}`);
    if (type.kind === 'shared') return t('rooms.type.shared');
    return description.trim() || t('rooms.type.unknown', { code: type.code });
  };
}

/**
 * The room an advertised price is in, in the page language ('im Dreibettzimmer', 'in a triple
 * room'), for a price that is not the twin room's (domain/catalogue `fromPrice`); null for none.
 * The texts of the first page, so the date table names it at once.
 */
export function usePriceRoom(): (room: { roomType: string; description: string } | null) => string | null {
  const { t } = useTranslation('translation');
  return (room) => {
    if (!room) return null;
    const type = roomTypeOf(room.roomType);
    if (type.kind === 'group') return t(`priceRoom.${type.group}`);
    if (type.kind === 'shared') return t('priceRoom.shared');
    return t('priceRoom.named', { name: room.description.trim() || type.code });
  };
}
