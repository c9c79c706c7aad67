export type PictureSource = { type: string; srcSet: string };

export type PictureProps = {
  src: string;
  srcSet?: string;
  /** Modern formats first (AVIF, WebP); the <img> keeps the JPEG fallback. */
  sources?: readonly PictureSource[];
  sizes?: string;
  width: number;
  height: number;
  alt: string;
  className?: string;
  /** The largest image above the fold: fetched first and never lazily. */
  priority?: boolean;
};

/** A responsive image with explicit dimensions (no layout shift), lazy unless it is the page's main image. */
export function Picture({ className, ...picture }: PictureProps) {
  return (
    <picture className={className}>
      <PictureContent {...picture} />
    </picture>
  );
}

/**
 * What a <picture> holds: its sources and the <img>. On its own so that the server can send a picture it
 * draws once as markup (picture-markup.server.tsx).
 */
export function PictureContent({
  src,
  srcSet,
  sources = [],
  sizes,
  width,
  height,
  alt,
  priority,
}: Omit<PictureProps, "className">) {
  return (
    <>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={src}
        srcSet={srcSet}
        sizes={sizes}
        width={width}
        height={height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding={priority ? undefined : "async"}
      />
    </>
  );
}
