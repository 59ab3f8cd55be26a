import type { JsonObject, TextResource, WrittenTexts } from '@treesponse/studio';

export function readTextResources(): TextResource[];
export function questionnaireWithTexts(resources?: TextResource[]): JsonObject;
export function textsFromStudio(exportedJson: string, resources?: TextResource[]): WrittenTexts;
export function serializeTexts(texts: JsonObject): string;
