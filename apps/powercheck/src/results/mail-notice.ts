/**
 * Why the result e-mail did not go out, carried from the result page to the results page (which the visitor sees
 * next) in session storage, and read there once.
 */
import type { MailFailure } from '../survey/finish.js';

const MAIL_NOTICE_KEY = 'powercheck:mail-notice';

type NoticeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function keepMailNotice(storage: NoticeStorage, reason: MailFailure): void {
  try {
    storage.setItem(MAIL_NOTICE_KEY, reason);
  } catch {
    // Without storage the results page cannot be told; the result itself is unaffected.
  }
}

/** The kept reason, removed as it is read; null when the mail went out or none was asked for. */
export function takeMailNotice(storage: NoticeStorage): MailFailure | null {
  try {
    const value = storage.getItem(MAIL_NOTICE_KEY);
    storage.removeItem(MAIL_NOTICE_KEY);
    return value === 'refused' || value === 'failed' ? value : null;
  } catch {
    return null;
  }
}
