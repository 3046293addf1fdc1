import { Star } from 'lucide-react';

export function StarRating({ rating, outOf = 5 }: { rating: number; outOf?: number }) {
  return (
    <div className="flex items-center gap-0.5">
      <span className="sr-only">{`Rated ${rating} out of ${outOf}`}</span>
      {Array.from({ length: outOf }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={`size-5 ${index < rating ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-200'}`}
        />
      ))}
    </div>
  );
}
