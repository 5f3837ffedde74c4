import { dismissFirstRun, expect, test, type DemoMatch } from './fixtures';
import { STILL_WORLD } from './still-world';

test.use({ harnessArgs: STILL_WORLD });

test('search, follow in one click, the team is in the watchlist and stays after a reload', async ({
  app,
  harness,
}) => {
  await dismissFirstRun(app);
  const [someMatch] = await harness.get<DemoMatch[]>('matches?sport=football');
  if (!someMatch) throw new Error('the demo world has no football match');
  const team = someMatch.homeTeamName;

  await app.getByRole('tab', { name: 'Search' }).click();
  const box = app.getByRole('searchbox', { name: 'Search teams' });
  await box.fill(team.slice(0, 1));
  await expect(app.getByText('Type at least 2 letters.')).toBeVisible();
  await box.fill(team);
  const results = app.getByRole('list', { name: 'Search results' });
  // "All sports" may find a club of the same name in another sport (the demo has an FC Rosemoor in
  // football and in minifootball, as Barcelona plays football and basketball): the football one.
  const footballTeam = results
    .getByRole('listitem')
    .filter({ has: app.getByRole('button', { name: team, exact: true }) })
    .filter({ has: app.getByText(/^Football( ·|$)/) });
  await expect(footballTeam).toBeVisible();

  await footballTeam.getByRole('button', { name: `Follow ${team}` }).click();
  await expect(footballTeam.getByRole('button', { name: `Unfollow ${team}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await app.getByRole('tab', { name: 'Watchlist' }).click();
  const followed = app.getByRole('list', { name: 'Followed teams' });
  await expect(followed.getByRole('heading', { name: team })).toBeVisible();
  await expect(followed.getByRole('group', { name: `Alerts for ${team}` })).toBeVisible();

  await app.reload();
  await expect(app.getByRole('button', { name: 'Got it' })).toHaveCount(0);
  await app.getByRole('tab', { name: 'Watchlist' }).click();
  await expect(
    app.getByRole('list', { name: 'Followed teams' }).getByRole('heading', { name: team }),
  ).toBeVisible();

  // Muting is one click too, and sticks.
  const mute = app.getByRole('button', { name: 'Mute' });
  await mute.click();
  await expect(app.getByRole('button', { name: 'Muted' })).toHaveAttribute('aria-pressed', 'true');
  const state = await harness.get<{ follows: { name: string; muted: boolean }[] }>('state');
  expect(state.follows).toEqual([expect.objectContaining({ name: team, muted: true })]);

  await app.getByRole('button', { name: `Unfollow ${team}` }).click();
  await expect(app.getByText('You follow no teams yet')).toBeVisible();
});
