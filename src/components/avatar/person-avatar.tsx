import Avatar from '@mui/material/Avatar';
import { usePhotoUrl } from '@/lib/photo-cache';
import { colourOfName, initialsOf, lettersOn } from './initials';

export type PersonAvatarProps = {
  /** The person's name: the initials, the colour when none is given, and the photo's description. */
  name: string;
  /** The photo's API path (`photoFilePath`, src/schema/photos.ts), or null for the initials. */
  photoPath: string | null;
  /** A colour of their own (a team member's calendar colour); else one that follows from the name. */
  colour?: string;
  /** Width and height in pixels. */
  size?: number;
  /**
   * Beside the name already (lists, a card's title): hidden from screen readers, which would read the name twice.
   * Otherwise the photo is described as `label`.
   */
  label?: string;
};

/**
 * A person's face: their photo once it has loaded, else their initials on their colour (also while it loads and
 * when it cannot be loaded). For lists, cards and the schedule's column headers alike.
 */
export function PersonAvatar({ name, photoPath, colour, size = 32, label }: PersonAvatarProps) {
  const { url } = usePhotoUrl(photoPath);
  const background = colour ?? colourOfName(name);
  return (
    <Avatar
      src={url}
      alt={label ?? ''}
      aria-hidden={label ? undefined : true}
      data-photo={url ? 'shown' : 'initials'}
      sx={{ width: size, height: size, fontSize: size * 0.4, fontWeight: 600, bgcolor: background, color: lettersOn(background), flexShrink: 0 }}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
