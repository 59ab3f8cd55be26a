/** Types of after-first-paint.mjs (see there). */
export declare const AFTER_FIRST_PAINT_LOADER: string;
export declare const AFTER_FIRST_PAINT_LOADER_HASH: string;
export declare function loadScriptsAfterFirstPaint(html: string, morePreloads?: readonly string[]): string;
export declare const TAKEN_OVER_EVENT: string;
