/**
 * An OpenAPI text kept readable beside its handler: written as its sentences, one or a few to a line, and
 * joined by a space, so the document still reads one paragraph.
 */
export const prose = (...sentences: string[]): string => sentences.join(' ');
