// The captcha images already drawn, by ticket: a repeated request (a reload, a second tab, a script asking
// again) costs no new render. Bounded (least recently used first out); a render in progress is shared.
import { captchaPng } from "./captcha-image.server.ts";
import type { FormTicket } from "./form-ticket.server.ts";

type Render = (characters: string, seed: string) => Promise<Buffer>;

export class CaptchaImageCache {
  readonly #render: Render;
  readonly #maxEntries: number;
  readonly #images = new Map<string, Promise<Buffer>>();

  constructor(render: Render, maxEntries: number) {
    this.#render = render;
    this.#maxEntries = maxEntries;
  }

  get size(): number {
    return this.#images.size;
  }

  image(ticket: FormTicket): Promise<Buffer> {
    const cached = this.#images.get(ticket.nonce);
    if (cached) {
      this.#images.delete(ticket.nonce);
      this.#images.set(ticket.nonce, cached);
      return cached;
    }
    const rendering = this.#render(ticket.characters, ticket.nonce);
    this.#images.set(ticket.nonce, rendering);
    rendering.catch(() => this.#images.delete(ticket.nonce));
    for (const oldest of this.#images.keys()) {
      if (this.#images.size <= this.#maxEntries) break;
      this.#images.delete(oldest);
    }
    return rendering;
  }
}

/** About 3 to 6 KB a PNG: at most a few MB for the process. */
export const captchaImages = new CaptchaImageCache(captchaPng, 1_000);
