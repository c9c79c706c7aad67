import { useT } from "../../i18n/use-t.ts";
import { Picture } from "../../ui/picture.tsx";
import type { TestimonialView } from "./home-view.ts";

/** Three approved testimonials (spec §2, §9). */
export function HomeTestimonials({ testimonials }: { testimonials: TestimonialView[] }) {
  const { t } = useT();
  if (testimonials.length === 0) return null;
  return (
    <section className="home-testimonials container" aria-labelledby="home-testimonials-title">
      <h2 id="home-testimonials-title">{t("HOME_TESTIMONIALS")}</h2>
      <ul>
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <figure>
              {testimonial.picture ? (
                <Picture
                  className="home-testimonial-photo"
                  src={testimonial.picture.src}
                  srcSet={testimonial.picture.srcSet}
                  sources={testimonial.picture.sources}
                  sizes={`${testimonial.picture.width}px`}
                  width={testimonial.picture.width}
                  height={testimonial.picture.height}
                  alt={testimonial.picture.alt}
                />
              ) : null}
              <blockquote>
                <p>{testimonial.comment}</p>
              </blockquote>
              <figcaption>
                {testimonial.name}, <time dateTime={testimonial.isoDate}>{testimonial.date}</time>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
