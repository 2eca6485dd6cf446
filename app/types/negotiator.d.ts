/** The part of negotiator's API the site uses (app/lib/http/compress-document.server.ts). */
declare module "negotiator" {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | undefined> });
    /** The best of `available` for the request's Accept-Encoding; ties go to `preferred`'s order. */
    encoding(available: string[], preferred?: string[]): string | undefined;
  }
}
