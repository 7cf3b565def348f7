/** Player protection's answers (理性娱乐, issue 22): the types of their schemas in `@h5/shared/contract` (type-only). */
import type { Static } from 'typebox';
import type {
  LimitSettingSchema,
  ProtectionChangeSchema,
  ProtectionStateSchema,
  RealityCheckSchema,
} from '../contract/protection';

export type LimitSetting = Static<typeof LimitSettingSchema>;
export type ProtectionState = Static<typeof ProtectionStateSchema>;
export type ProtectionChange = Static<typeof ProtectionChangeSchema>;
export type RealityCheck = Static<typeof RealityCheckSchema>;
