import { createContext, useContext } from 'react';
import { NoticeListStore } from '../../stores/notice-list-store';

/**
 * The tab's notice list. The default value is the one list of the page, so every notice (in the
 * shell, a modal or a flow) reaches the header's list without wiring; tests provide their own.
 */
export const NoticeListContext = createContext<NoticeListStore>(new NoticeListStore());

export function useNoticeList(): NoticeListStore {
  return useContext(NoticeListContext);
}
