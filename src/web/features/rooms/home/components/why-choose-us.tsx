import type { ComponentType, SVGProps } from 'react';
import { CreditCardIcon, FaceSmileIcon, MagnifyingGlassIcon, PhoneIcon } from './home-icons.tsx';

const features: { icon: ComponentType<SVGProps<SVGSVGElement>>; title: string; text: string }[] = [
  { icon: CreditCardIcon, title: 'Payment methods', text: 'Pay online by card or mobile banking through a secure payment page.' },
  { icon: MagnifyingGlassIcon, title: 'Simple search', text: 'Filter rooms by category and check availability for your dates in seconds.' },
  { icon: PhoneIcon, title: '24/7 support', text: 'Our front desk is awake around the clock, before, during and after your stay.' },
  { icon: FaceSmileIcon, title: 'We are nice', text: 'Warm welcomes, clean rooms and a team that remembers your name.' },
];

/** The "Why Choose Us" block of docs/product/screens.md#home: four feature cards. */
export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-title" className="bg-base-200 py-20">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="why-title" className="text-center font-display text-3xl font-semibold sm:text-4xl">
          Why Choose Us
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-base-content/75">
          Everything you need for an easy stay, from the first click to check-out.
        </p>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ icon: Icon, title, text }) => (
            <li key={title} className="card bg-base-100 shadow-sm transition-shadow hover:shadow-md">
              <div className="card-body items-center text-center">
                <span className="mb-2 inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-content">
                  <Icon aria-hidden="true" className="size-7" />
                </span>
                <h3 className="card-title font-display">{title}</h3>
                <p className="text-base-content/75">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
