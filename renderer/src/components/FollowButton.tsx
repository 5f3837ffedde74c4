import { useTranslation } from 'react-i18next';
import type { FollowControls } from '../state/use-follow';
import './FollowButton.css';

interface FollowButtonProps {
  follow: FollowControls;
  sport: string;
  teamId: number;
  name: string;
  compact?: boolean;
}

export function FollowButton({ follow, sport, teamId, name, compact = false }: FollowButtonProps) {
  const { t } = useTranslation();
  const followed = follow.isFollowed(sport, teamId);
  const pending = follow.isPending(sport, teamId);
  return (
    <button
      type="button"
      className={`follow-button${compact ? ' follow-button--compact' : ''}`}
      aria-pressed={followed}
      aria-label={followed ? t('follow.unfollowName', { name }) : t('follow.followName', { name })}
      // Busy, not disabled: a disabled button drops the keyboard focus.
      aria-busy={pending || undefined}
      onClick={() => {
        if (!pending) void follow.toggle(sport, teamId, name);
      }}
    >
      <svg viewBox="0 0 16 16" aria-hidden="true" className="follow-button__icon">
        <path d="M8 1.8l1.9 3.9 4.3.6-3.1 3 .7 4.3L8 11.6l-3.8 2 .7-4.3-3.1-3 4.3-.6z" />
      </svg>
      {/* The visible word starts the button's name, as speech-input users say what they see. */}
      {!compact && <span>{followed ? t('follow.unfollow') : t('follow.follow')}</span>}
    </button>
  );
}
