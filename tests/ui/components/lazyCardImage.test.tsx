import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { buildTestContainer } from '../../../src/infrastructure/di/buildTestContainer';
import { InMemoryViewport } from '../../../src/infrastructure/memory/InMemoryPageBehaviour';
import { AppProviders } from '../../../src/ui/app/AppProviders';
import { createQueryClient } from '../../../src/ui/app/createQueryClient';
import { GroupBuyCardView } from '../../../src/ui/components/GroupBuyCardView';
import { GroupBuyMother } from '../../application/mothers/GroupBuyMother';

function renderCard(eager: boolean) {
  const container = buildTestContainer();
  render(
    <AppProviders deps={{ container, queryClient: createQueryClient(), origin: 'http://localhost:3000' }}>
      <MemoryRouter><GroupBuyCardView card={GroupBuyMother.card(7, { title: '有機棉包屁衣' })} eager={eager} /></MemoryRouter>
    </AppProviders>,
  );
  return { image: screen.getByRole('img', { name: '有機棉包屁衣' }), viewport: container.get(InMemoryViewport) };
}

const SRCSET = '/images/gb/7-240.webp 240w, /images/gb/7-360.webp 360w, /images/gb/7-480.webp 480w, /images/gb/7-720.webp 720w, /images/gb/7-960.webp 960w';

describe('a card picture below the fold', () => {
  it('holds its srcset back until it is 150 px from the view, then offers every width', async () => {
    const { image, viewport } = renderCard(false);
    expect(image).not.toHaveAttribute('srcset');
    expect(image).toHaveAttribute('data-srcset', SRCSET);
    expect(image).toHaveAttribute('loading', 'lazy');
    await act(async () => viewport.place(image, 140));
    expect(image).toHaveAttribute('srcset', SRCSET);
    expect(image).toHaveAttribute('src', '/images/gb/7.svg');
    expect(image).not.toHaveAttribute('data-srcset');
    expect(image).toHaveAttribute('sizes', '(min-width: 1200px) 218px, (min-width: 900px) 25vw, (min-width: 600px) 33vw, 50vw');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['300', '300']);
  });

  it('offers every width at once above the fold', () => {
    const { image } = renderCard(true);
    expect(image).toHaveAttribute('srcset', SRCSET);
    expect(image).toHaveAttribute('loading', 'eager');
  });
});
