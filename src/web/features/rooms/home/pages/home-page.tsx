import { Hero } from '../components/hero.tsx';
import { WhyChooseUs } from '../components/why-choose-us.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';

/** Home `/` (docs/product/screens.md#home): hero and Why Choose Us. */
export default function HomePage() {
  return (
    <>
      <PageTitle text="Hotel Booking · Find a pleasure for your vacation" />
      <Hero />
      <WhyChooseUs />
    </>
  );
}
