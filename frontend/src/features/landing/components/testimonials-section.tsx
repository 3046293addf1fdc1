import { Quote } from 'lucide-react';

import { testimonials } from '../data/sample-content';

import { SectionHeading } from './section-heading';
import { StarRating } from './star-rating';

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" className="bg-slate-50 py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="testimonials-title"
          eyebrow="Testimonials"
          title="Students love living with their Quad match"
        />
        <ul className="mt-16 grid gap-8 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.id}>
              <figure className="flex h-full flex-col rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
                <Quote aria-hidden="true" className="mb-3 size-8 text-brand-200" />
                <StarRating rating={testimonial.rating} />
                <blockquote className="mt-4 flex-1 leading-7 text-slate-700">
                  <p>&ldquo;{testimonial.quote}&rdquo;</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-4 border-t border-slate-100 pt-6">
                  <img src={testimonial.image} alt="" width={48} height={48} loading="lazy" className="size-12 rounded-full" />
                  <div>
                    <p className="font-semibold text-slate-900">{testimonial.name}</p>
                    <p className="text-sm text-slate-600">{testimonial.role}</p>
                  </div>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
