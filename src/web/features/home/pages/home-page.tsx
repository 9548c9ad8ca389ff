import { Hero } from '../components/hero.tsx';
import { WhyChooseUs } from '../components/why-choose-us.tsx';

/** Home `/` (docs/product/screens.md#home): hero and Why Choose Us. */
export default function HomePage() {
  return (
    <>
      <title>Hotel Booking · Find a pleasure for your vacation</title>
      <Hero />
      <WhyChooseUs />
    </>
  );
}
