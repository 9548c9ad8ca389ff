/** The frame every hotel e-mail shares (react-email components: table layout, inline styles). */
import type { ReactNode } from 'react';
import { Body, Button, Container, Head, Heading, Hr, Html, Preview, Section, Text } from '@react-email/components';
import { hotelLines } from '#shared/domain/invoice.ts';
import type { HotelIdentity } from '#shared/schemas/hotel.ts';

const page = { backgroundColor: '#f3f4f6', fontFamily: 'Helvetica, Arial, sans-serif', color: '#1f2937' };
const card = { backgroundColor: '#ffffff', margin: '24px auto', padding: '24px', maxWidth: '560px', borderRadius: '8px' };
const button = { backgroundColor: '#0f766e', color: '#ffffff', padding: '10px 18px', borderRadius: '6px', textDecoration: 'none' };
const muted = { color: '#6b7280', fontSize: '12px' };

export interface LayoutProps {
  preview: string;
  heading: string;
  action?: { label: string; href: string };
  /** The configured hotel (config.hotel), printed in the footer. */
  hotel: HotelIdentity;
  children: ReactNode;
}

/** The shared frame: heading, body, an optional button, and the hotel's name and address as the footer. */
export function Layout({ preview, heading, action, hotel, children }: LayoutProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Heading as="h1" style={{ fontSize: '22px', color: '#0f766e' }}>
            {heading}
          </Heading>
          {children}
          {action && (
            <Section style={{ margin: '20px 0' }}>
              <Button href={action.href} style={button}>
                {action.label}
              </Button>
            </Section>
          )}
          <Hr />
          <Text style={muted}>{hotelLines(hotel).join(' · ')}</Text>
        </Container>
      </Body>
    </Html>
  );
}

/** One "label: value" line of stay facts. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text style={{ margin: '4px 0' }}>
      <strong>{label}:</strong> {children}
    </Text>
  );
}
