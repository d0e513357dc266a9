import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAdmin } from '../AdminContext';
import { desksFor } from '../desks';
import { AdminCopy } from '../messages';

/** /admin after sign-in: a greeting and the desks this role may open. */
export function HomePage() {
  const { me, navigate } = useAdmin();
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>{AdminCopy.HOME_TITLE}，{me.name}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>{AdminCopy.HOME_HINT}</Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {desksFor(me.role).filter((desk) => desk.id !== 'home').map((desk) => (
          <Card key={desk.id} sx={{ width: 220 }}>
            <CardActionArea href={desk.path} onClick={(event: React.MouseEvent) => { event.preventDefault(); navigate(desk.path); }}>
              <CardContent><Typography variant="h6">{desk.label}</Typography></CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Stack>
    </>
  );
}
