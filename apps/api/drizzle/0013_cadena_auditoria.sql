-- The audit chain is linked at commit (platform/audit.ts). recordAudit only stages the row in
-- audit_pendiente; a deferred constraint trigger, run inside the COMMIT, takes the chain's lock,
-- reads the last committed link, appends the row to audit_log and removes it from the stage. The
-- lock is therefore held only while the database commits — never across a round trip to the
-- application — and released once the commit is visible, so the next writer reads this link.
-- A VOLATILE plpgsql function takes a fresh snapshot per statement under READ COMMITTED: the
-- predecessor read after the lock is the last committed row. Ids are drawn under the lock, so a
-- tenant's rows in id order are its chain order. The link is sha256(prev_hash || '\n' || canonical),
-- the canonical JSON of the row sent by the application, the same as verifyChain recomputes.
-- Unlogged: a staged row never outlives its transaction, so it needs no WAL.
CREATE UNLOGGED TABLE audit_pendiente (
  id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  empresa_id integer,
  usuario_id integer,
  accion text NOT NULL,
  entidad text NOT NULL,
  entidad_id text,
  cambios jsonb,
  created_at timestamptz NOT NULL,
  canonical text NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION audit_sellar() RETURNS trigger LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_prev text;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('audit:' || coalesce(NEW.empresa_id::text, 'plataforma')));
  IF NEW.empresa_id IS NULL THEN
    SELECT hash INTO v_prev FROM audit_log WHERE empresa_id IS NULL ORDER BY id DESC LIMIT 1;
  ELSE
    SELECT hash INTO v_prev FROM audit_log WHERE empresa_id = NEW.empresa_id ORDER BY id DESC LIMIT 1;
  END IF;
  v_prev := coalesce(v_prev, repeat('0', 64));
  INSERT INTO audit_log (empresa_id, usuario_id, accion, entidad, entidad_id, cambios, created_at, prev_hash, hash)
  VALUES (
    NEW.empresa_id, NEW.usuario_id, NEW.accion, NEW.entidad, NEW.entidad_id, NEW.cambios, NEW.created_at, v_prev,
    encode(sha256(convert_to(v_prev || E'\n' || NEW.canonical, 'UTF8')), 'hex')
  );
  DELETE FROM audit_pendiente WHERE id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER audit_sellar AFTER INSERT ON audit_pendiente
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION audit_sellar();
