import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { SHOP_TOKENS } from '../tokens';

/** Readable long-form layout for the about, terms, privacy and app pages. */
export function ArticleLayout({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography component="h1" sx={{ fontSize: { xs: 24, md: 32 }, fontWeight: 800 }}>{title}</Typography>
      {lead && <Typography sx={{ mt: 1, color: 'text.secondary' }}>{lead}</Typography>}
      <Box sx={{ mt: 3, lineHeight: 1.9, '& h2': { fontSize: 20, mt: 4, mb: 1 }, '& p, & li': { color: SHOP_TOKENS.textSoft } }}>{children}</Box>
    </Container>
  );
}

export interface TextSection { heading: string; paragraphs: string[] }

export function TextSections({ sections }: { sections: TextSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
        </section>
      ))}
    </>
  );
}
