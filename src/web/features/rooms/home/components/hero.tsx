import { Link, useNavigate } from 'react-router';
import { ArrowRightIcon } from './home-icons.tsx';
import { responsiveSrcSet } from '#shared/domain/image-variants.ts';
import { StaySearchForm } from '../../search/components/stay-search-form.tsx';
import { paths } from '#web/lib/paths.ts';
import { toQueryString } from '../../search/lib/stay-search.ts';
import { useHeroImage } from '../api/get-hero-image.ts';

/**
 * Home hero of docs/product/screens.md#home: the tagline and Book Now over a room photo (gradient until it loads),
 * plus the stay search, which opens /rooms with the search in its URL.
 */
export function Hero() {
  const image = useHeroImage();
  const navigate = useNavigate();
  return (
    <section
      aria-labelledby="hero-title"
      className="hero-overlay-dark relative isolate flex min-h-[calc(100svh-4rem)] items-start overflow-hidden lg:items-center bg-gradient-to-br from-[#06393a] via-[#0b5d5e] to-[#3b2a12]"
    >
      {image && (
        // The page's LCP element: responsive, sized, fetched first and never lazy (issue 11).
        <img
          src={image}
          srcSet={responsiveSrcSet(image)}
          sizes="100vw"
          width={1200}
          height={800}
          alt=""
          fetchPriority="high"
          decoding="async"
          className="absolute inset-0 -z-20 size-full object-cover"
        />
      )}
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-black/80 via-black/55 to-black/25" aria-hidden="true" />
      <div className="mx-auto w-full max-w-7xl px-4 py-16 text-white sm:py-24">
        <p className="mb-4 inline-block rounded-full bg-white/15 px-4 py-1 text-sm font-medium tracking-wide backdrop-blur">
          Priced in BDT per night · Book online in minutes
        </p>
        <h1 id="hero-title" className="max-w-3xl font-display text-4xl leading-tight font-semibold sm:text-5xl lg:text-6xl">
          Find a pleasure for your vacation
        </h1>
        <p className="mt-6 max-w-xl text-lg text-white/90">
          Quiet rooms, friendly staff and a simple way to book. Pick your dates, pay securely online and enjoy your stay.
        </p>
        <StaySearchForm
          initial={{ checkIn: null, checkOut: null, guests: null }}
          onSearch={(search) => navigate(`${paths.rooms}${toQueryString(search)}`)}
          className="mt-8 max-w-4xl"
        />
        <Link to={paths.rooms} className="btn btn-accent btn-lg mt-8">
          Book Now <ArrowRightIcon aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
