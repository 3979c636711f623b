/** A seat's join link (`#t=`) or the public board's (`#b=`): the token in the fragment only. */
export function joinLink(origin: string, seat: number | 'public', token: string): string {
  return `${origin}/#${seat === 'public' ? 'b' : 't'}=${token}`;
}
