// What a visitor typed for someone else to read (send to a friend) must not become a link: not an anchor
// in our HTML, and not a link a mail client makes of a URL or a domain name by itself. Web addresses and
// domain names are written the way security notices quote them ("example[.]com", "https[:]//"), which
// keeps them readable and no mail client recognises them.

/** `text` with every web address and domain name made inert. */
export function withInertLinks(text: string): string {
  return text.replace(/:\/\//g, "[:]//").replace(/(?<=[\p{L}\p{N}])\.(?=\p{L}[\p{L}\p{N}-]+)/gu, "[.]");
}
