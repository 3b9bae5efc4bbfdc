import type { reload as en } from '../en/reload';

export const reload: typeof en = {
  page: 'पेज दोबारा लोड करें',
};
