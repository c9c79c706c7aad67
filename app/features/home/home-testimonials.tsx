import { useT } from "../../i18n/use-t.ts";
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
