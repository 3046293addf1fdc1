/** Chart colours (the brand palette of index.css and Tailwind's), as SVG needs them. */
export const colours = {
  brand: '#4f46e5',
  brandLight: '#a5b4fc',
  emerald: '#10b981',
  rose: '#f43f5e',
  fuchsia: '#c026d3',
  grid: '#e2e8f0',
  axis: '#64748b',
} as const;

export const axisTick = { fontSize: 12, fill: colours.axis };
