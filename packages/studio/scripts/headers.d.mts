export declare const STUDIO_CSP: string;
export declare const STUDIO_HEADERS: Record<string, string>;
