export type PrerenderedView = 'survey' | 'privacy' | 'methodology' | 'results';
export type PrerenderedLanguage = 'nl' | 'fr' | 'de';
export declare const PRERENDERED_LANGUAGES: readonly PrerenderedLanguage[];
export declare const PRERENDERED_VIEWS: readonly PrerenderedView[];
export declare function prerenderedFile(language: PrerenderedLanguage, view: PrerenderedView): string;
export declare function prerenderedPath(language: PrerenderedLanguage, view: PrerenderedView): string;
export declare function prerenderedPages(): { language: PrerenderedLanguage; view: PrerenderedView; path: string; file: string }[];
export declare function prerenderedFileFor(pathname: string): string | null;
export declare const READY_INTRO: string;
