import type { Generated } from 'kysely';

/** Key/value facts about this installation (when it was created, whether the demo account was printed …). */
export interface InstanceMetadataTable {
  key: string;
  value: string;
  updated_at: Generated<Date>;
}

export interface Database {
  instance_metadata: InstanceMetadataTable;
}
