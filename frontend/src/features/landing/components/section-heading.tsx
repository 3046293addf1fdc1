interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  tone?: 'dark' | 'light';
}

export function SectionHeading({ id, eyebrow, title, intro, tone = 'dark' }: SectionHeadingProps) {
  const light = tone === 'light';
  return (
    <div className="mx-auto max-w-3xl text-center">
      <p className={`text-sm font-semibold tracking-wide uppercase ${light ? 'text-brand-200' : 'text-brand-700'}`}>
        {eyebrow}
      </p>
      <h2
        id={id}
        className={`mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl ${light ? 'text-white' : 'text-slate-900'}`}
      >
        {title}
      </h2>
      {intro && <p className={`mx-auto mt-4 max-w-2xl text-lg leading-8 ${light ? 'text-brand-100' : 'text-slate-600'}`}>{intro}</p>}
    </div>
  );
}
