import type { DefaultTheme } from 'styled-components';

/** A colour meaning shared by badges and banners. */
export type Tone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger' | 'info';

/** A tone's two colours: its soft background and its strong foreground (text or border). */
export function toneColors(theme: DefaultTheme, tone: Tone): { soft: string; strong: string } {
  switch (tone) {
    case 'brand':
      return { soft: theme.colors.brandSoft, strong: theme.colors.brandStrong };
    case 'success':
      return { soft: theme.colors.successSoft, strong: theme.colors.success };
    case 'warning':
      return { soft: theme.colors.warningSoft, strong: theme.colors.warning };
    case 'danger':
      return { soft: theme.colors.dangerSoft, strong: theme.colors.danger };
    case 'info':
      return { soft: theme.colors.infoSoft, strong: theme.colors.info };
    case 'neutral':
      return { soft: theme.colors.surface, strong: theme.colors.textMuted };
  }
}
