/*
 * common/dtrace_dynvar.c -- the dynamic variable space: storage of
 * thread-local variables (self->x) and associative array elements
 * (a[k], self->a[k]) of one consumer.  (Dynamic Tracing Guide, "Variables":
 * "Associative Arrays", "Thread-Local Variables"; option dynvarsize.)
 *
 * Where it sits: the DIF emulator (LDTS/STTS, LDGAA/STGAA, LDTAA/STTAA)
 * calls dtrace_dynvar_lookup() in probe context; dtrace_vstate_go()
 * (control path, DTRACEIOC_GO) calls dtrace_dynvar_init().
 *
 * Layout: one area of dtds_size bytes cut into dtds_nchunks chunks of
 * dtds_chunksize bytes.  A chunk is
 *
 *   header (struct dtrace_dynvar) | nkeys dtrace_key_t | key bytes | value
 *
 * where a by-reference key's dttk_value holds the offset of its bytes
 * inside the chunk.  Free chunks are on a singly linked free list; live
 * ones on the chains of a separately allocated hash table whose buckets
 * carry their own locks.
 *
 * Invariants:
 *   - Probe context never allocates: an element is created by taking a
 *     free chunk; with none left (or a key tuple larger than a chunk, or
 *     the space's lock busy for too long) the store is dropped and counted
 *     in dtds_drops, never a crash.
 *   - One lock per hash bucket (and one for popping the free list, always
 *     taken after a bucket's), each taken with a bounded number of
 *     compare-and-swap attempts, so probe context never waits without
 *     bound (and an NMI-like re-entry on the same CPU drops instead of
 *     deadlocking).  Free chunks are pushed without a lock.
 *   - DIF code may store only into the value part of a live chunk
 *     (dtrace_dynvar_canstore); headers, key arrays and the hash table are
 *     out of its reach.  Key offsets are bounds-checked when read, so even
 *     a racing reuse of a chunk cannot send a read outside the area.
 *   - By-value reads and all stores of a value happen under the lock
 *     (dtrace_dynvar_xfer_t), so integers never mix between elements.
 *   - Deleting an element puts its chunk on the dirty list, never straight
 *     back on the free list: the cleaner (dtrace_dynvar_clean, control
 *     path, at the cleanrate option: 101 times a second by default) takes the dirty list as the rinsing list,
 *     waits with dtrace_os_sync() until no CPU can still be using those
 *     chunks (a by-reference value read through a pointer obtained before
 *     the deletion), and only then frees them -- the reference's
 *     dirty/rinsing/clean reclamation.  A store finding no free chunk is
 *     counted as a drop "with non-empty dirty list" or "... rinsing list"
 *     when deleted chunks are waiting there, else as a plain drop.
 */
#include "dtrace_impl.h"	/* dtrace_mem_fits, DTRACE_ENOMEM */

struct dtrace_dynvar {
	struct dtrace_dynvar *dtdv_next;	/* hash chain / free list */
	/* 8-aligned where a 64-bit integer is not (i386): the same 32 bytes */
	_Alignas(8) uint64_t dtdv_hashval;	/* hash of the key tuple */
	uint32_t dtdv_nkeys;			/* keys (0: chunk is free) */
	uint32_t dtdv_dataoff;			/* offset of the value in the chunk */
	uint32_t dtdv_datasize;			/* bytes of value */
	uint32_t dtdv_pad;
	dtrace_key_t dtdv_key[];		/* the keys */
};

/* dtrace_difo_chunkneed() (dtrace_dif_validate.c) counts on this size. */
_Static_assert(sizeof (struct dtrace_dynvar) == 32,
    "dynamic variable header must be 32 bytes");

#define DTRACE_DYNVAR_SPINS	10000	/* lock attempts before dropping (~100 us) */

struct dtrace_dynhash {
	struct dtrace_dynvar *dth_head;		/* chain */
	volatile uint32_t dth_lock;		/* 0 free, 1 held */
	uint32_t dth_pad;
};

/* Take a spin lock with a bounded number of attempts; false: give up. */
static bool
dtrace_dynvar_lock(volatile uint32_t *lock)
{
	unsigned i;

	for (i = 0; i < DTRACE_DYNVAR_SPINS; i++) {
		if (*lock == 0 && dtrace_os_cas32(lock, 0, 1) == 0)
			return (true);
	}
	return (false);
}

static void
dtrace_dynvar_unlock(volatile uint32_t *lock)
{
	dtrace_os_membar_producer();
	*lock = 0;
	dtrace_os_membar_producer();
}

/*
 * Free list: pushes are lock-free (compare-and-swap on the head); pops
 * take dtds_lock, so only one CPU pops at a time and a head cannot be
 * popped and pushed back under a popper's feet (no ABA).
 */
static void
dtrace_dynvar_free_push(dtrace_dstate_t *ds, struct dtrace_dynvar *dv)
{
	struct dtrace_dynvar *head;
	unsigned i;

	dv->dtdv_nkeys = 0;
	dv->dtdv_dataoff = 0;
	for (i = 0; i < DTRACE_DYNVAR_SPINS; i++) {
		head = ds->dtds_free;
		dv->dtdv_next = head;
		dtrace_os_membar_producer();
		if (dtrace_os_casptr((void *volatile *)&ds->dtds_free, head,
		    dv) == head)
			return;
	}
	/* Not reached in practice: the chunk is lost to this state. */
}

static struct dtrace_dynvar *
dtrace_dynvar_free_pop(dtrace_dstate_t *ds)
{
	struct dtrace_dynvar *head = NULL;
	unsigned i;

	if (!dtrace_dynvar_lock(&ds->dtds_lock))
		return (NULL);
	for (i = 0; i < DTRACE_DYNVAR_SPINS; i++) {
		head = ds->dtds_free;
		if (head == NULL)
			break;
		dtrace_os_membar_consumer();
		if (dtrace_os_casptr((void *volatile *)&ds->dtds_free, head,
		    head->dtdv_next) == head)
			break;
		head = NULL;
	}
	dtrace_dynvar_unlock(&ds->dtds_lock);
	return (head);
}

static void
dtrace_dynvar_drop(dtrace_dstate_t *ds)
{
	dtrace_os_add64(&ds->dtds_drops, 1);
}

/* No free chunk: a drop of the kind the reference reports for it. */
static void
dtrace_dynvar_drop_nofree(dtrace_dstate_t *ds)
{
	if (ds->dtds_dirty != NULL)
		dtrace_os_add64(&ds->dtds_drops_dirty, 1);
	else if (ds->dtds_rinsing != NULL)
		dtrace_os_add64(&ds->dtds_drops_rinsing, 1);
	else
		dtrace_os_add64(&ds->dtds_drops, 1);
}

/* A deleted element: onto the dirty list (lock-free push). */
static void
dtrace_dynvar_dirty_push(dtrace_dstate_t *ds, struct dtrace_dynvar *dv)
{
	struct dtrace_dynvar *head;
	unsigned i;

	dv->dtdv_nkeys = 0;	/* no longer a live chunk (canstore) */
	for (i = 0; i < DTRACE_DYNVAR_SPINS; i++) {
		head = ds->dtds_dirty;
		dv->dtdv_next = head;
		dtrace_os_membar_producer();
		if (dtrace_os_casptr((void *volatile *)&ds->dtds_dirty, head,
		    dv) == head)
			return;
	}
	/* Not reached in practice: the chunk is lost to this state. */
}

/*
 * The cleaner (dtrace_os_work_add, control path): dirty -> rinsing, wait
 * until no CPU is in probe context with an old view, rinsing -> free.
 */
static void
dtrace_dynvar_clean(void *arg)
{
	dtrace_dstate_t *ds = arg;
	struct dtrace_dynvar *dv, *next;

	if (ds->dtds_dirty == NULL)
		return;
	do {
		dv = ds->dtds_dirty;
	} while (dtrace_os_casptr((void *volatile *)&ds->dtds_dirty, dv,
	    NULL) != dv);
	ds->dtds_rinsing = dv;
	dtrace_os_membar_producer();
	dtrace_os_sync();
	for (; dv != NULL; dv = next) {
		next = dv->dtdv_next;
		dtrace_dynvar_free_push(ds, dv);
	}
	ds->dtds_rinsing = NULL;
	dtrace_os_membar_producer();
}

#define DTRACE_DYNVAR_CLEANRATE	(1000000000ULL / 101)	/* ns: 101 Hz */

int
dtrace_dynvar_init(dtrace_dstate_t *ds, size_t size)
{
	size_t cs = ds->dtds_chunkwant, n, hs, i;
	struct dtrace_dynvar *dv;

	if (ds->dtds_base != NULL)
		return (0);
	if (cs == 0)
		cs = sizeof (struct dtrace_dynvar) + 2 * sizeof (dtrace_key_t) +
		    sizeof (uint64_t);
	cs = (cs + 7) & ~(size_t)7;
	ds->dtds_chunksize = cs;
	if (size < cs)
		size = cs;
	n = size / cs;
	size = n * cs;
	for (hs = 1; hs < n && hs < ((size_t)1 << 24); hs <<= 1)
		continue;

	/* dynvarsize is a user's choice: only what the host can spare */
	if (!dtrace_mem_fits(1, (uint64_t)size +
	    (uint64_t)hs * sizeof (struct dtrace_dynhash)))
		return (DTRACE_ENOMEM);
	ds->dtds_base = dtrace_os_alloc_try(size);
	if (ds->dtds_base == NULL)
		return (DTRACE_ENOMEM);
	ds->dtds_hash = dtrace_os_alloc_try(hs * sizeof (struct dtrace_dynhash));
	if (ds->dtds_hash == NULL) {
		dtrace_os_free(ds->dtds_base, size);
		ds->dtds_base = NULL;
		return (DTRACE_ENOMEM);
	}
	ds->dtds_size = size;
	ds->dtds_nchunks = n;
	ds->dtds_hashsize = hs;
	ds->dtds_hashbytes = hs * sizeof (struct dtrace_dynhash);
	ds->dtds_free = NULL;
	for (i = n; i-- > 0; ) {
		dv = (struct dtrace_dynvar *)(void *)(ds->dtds_base + i * cs);
		dv->dtdv_nkeys = 0;
		dv->dtdv_dataoff = 0;
		dv->dtdv_datasize = 0;
		dv->dtdv_next = ds->dtds_free;
		ds->dtds_free = dv;
	}
	ds->dtds_lock = 0;
	ds->dtds_dirty = ds->dtds_rinsing = NULL;
	ds->dtds_cleaner = dtrace_os_work_add(dtrace_dynvar_clean, ds,
	    ds->dtds_cleanrate != 0 ? ds->dtds_cleanrate :
	    DTRACE_DYNVAR_CLEANRATE);
	return (0);
}

void
dtrace_dynvar_fini(dtrace_dstate_t *ds)
{
	if (ds->dtds_cleaner != NULL)
		dtrace_os_work_remove(ds->dtds_cleaner);
	ds->dtds_cleaner = NULL;
	ds->dtds_dirty = ds->dtds_rinsing = NULL;
	if (ds->dtds_base != NULL)
		dtrace_os_free(ds->dtds_base, ds->dtds_size);
	if (ds->dtds_hash != NULL)
		dtrace_os_free(ds->dtds_hash, ds->dtds_hashbytes);
	ds->dtds_base = NULL;
	ds->dtds_hash = NULL;
	ds->dtds_free = NULL;
	ds->dtds_size = ds->dtds_nchunks = ds->dtds_hashsize = 0;
	ds->dtds_hashbytes = 0;
}

bool
dtrace_dynvar_canstore(const dtrace_dstate_t *ds, uintptr_t addr, size_t len)
{
	uintptr_t base = (uintptr_t)ds->dtds_base;
	size_t off, chunk;
	const struct dtrace_dynvar *dv;

	if (base == 0 || addr < base ||
	    addr - base >= ds->dtds_size || ds->dtds_chunksize == 0)
		return (false);
	chunk = (addr - base) / ds->dtds_chunksize;
	off = (addr - base) % ds->dtds_chunksize;
	dv = (const struct dtrace_dynvar *)(base + chunk * ds->dtds_chunksize);
	if (dv->dtdv_nkeys == 0 || dv->dtdv_dataoff == 0)
		return (false);
	return (off >= dv->dtdv_dataoff &&
	    len <= ds->dtds_chunksize - off &&
	    off + len <= (size_t)dv->dtdv_dataoff + dv->dtdv_datasize);
}

/* Read byte @i of key data at @addr (framework memory directly, else OS). */
static inline uint8_t
dtrace_dynvar_kb(uintptr_t addr, size_t i, size_t direct)
{
	return (i < direct ? *(const uint8_t *)(addr + i) :
	    dtrace_os_load8(addr + i));
}

/* Move @x's value in or out of @data (locked).  Returns @data. */
static void *
dtrace_dynvar_xfer(dtrace_mstate_t *ms, const dtrace_vstate_t *vs,
    void *data, size_t size, int op, dtrace_dynvar_xfer_t *x)
{
	if (x == NULL)
		return (data);
	if (!x->dtdx_byref) {
		if (op == DTRACE_DYNVAR_ALLOC)
			*(uint64_t *)data = x->dtdx_value;
		else
			x->dtdx_value = *(uint64_t *)data;
	} else if (op == DTRACE_DYNVAR_ALLOC && x->dtdx_src != (uintptr_t)data) {
		if (x->dtdx_string)
			(void) dtrace_dif_strcpy(ms, vs, x->dtdx_src, data, size);
		else
			(void) dtrace_dif_copy_mem(ms, vs, x->dtdx_src, data, size);
	}
	return (data);
}

void *
dtrace_dynvar_lookup(dtrace_dstate_t *ds, dtrace_mstate_t *ms,
    const dtrace_vstate_t *vs, const dtrace_key_t *key, uint32_t nkeys,
    size_t valsize, int op, dtrace_dynvar_xfer_t *xfer)
{
	void *data;
	volatile uint16_t *flags = dtrace_os_cpu_flags();
	uint64_t h = 0xcbf29ce484222325ULL;	/* any non-zero seed */
	size_t ksize = 0, need, i, k, direct;
	size_t kdirect[DIF_DTR_NREGS + 2];	/* readable bytes of each key */
	struct dtrace_dynvar *dv, **prevp;
	struct dtrace_dynhash *bucket;
	uintptr_t cbase;
	uint8_t c;

	if (ds->dtds_base == NULL || nkeys == 0 ||
	    nkeys > DIF_DTR_NREGS + 2) {
		if (op == DTRACE_DYNVAR_ALLOC)
			dtrace_dynvar_drop(ds);
		return (NULL);
	}

	/*
	 * Hash the tuple (reading by-reference keys fault-safely): a word
	 * per by-value key or per 8 bytes of a by-reference one, each mixed
	 * with a multiply and a fold.  The hash only picks the bucket and
	 * screens candidates; keys are always compared byte for byte.
	 */
	for (k = 0; k < nkeys; k++) {
		uint64_t v = key[k].dttk_value;

		kdirect[k] = 0;
		if (key[k].dttk_size == 0) {
			/* the word at once, folded (buckets take low bits) */
			h = (h ^ v) * 0x9e3779b97f4a7c15ULL;
			h ^= h >> 29;
			continue;
		}
		if (key[k].dttk_size > ds->dtds_chunksize) {
			if (op == DTRACE_DYNVAR_ALLOC)
				dtrace_dynvar_drop(ds);
			return (NULL);
		}
		direct = dtrace_dif_readable(ms, vs, (uintptr_t)v);
		kdirect[k] = direct;
		/*
		 * Eight bytes at a time, assembled byte by byte so that the
		 * hash depends only on the bytes, not on where they live.
		 */
		for (i = 0; i < key[k].dttk_size; i += 8) {
			uint64_t w = 0;
			size_t j, n = key[k].dttk_size - i;

			if (n > 8)
				n = 8;
			for (j = 0; j < n; j++) {
				c = dtrace_dynvar_kb((uintptr_t)v, i + j,
				    direct);
				w |= (uint64_t)c << (j * 8);
			}
			h = (h ^ w) * 0x9e3779b97f4a7c15ULL;
			h ^= h >> 29;
		}
		if (*flags & DTRACE_CPUFLAG_ERROR)
			return (NULL);
		ksize += (key[k].dttk_size + 7) & ~(uint64_t)7;
	}
	h ^= nkeys;

	need = sizeof (struct dtrace_dynvar) + nkeys * sizeof (dtrace_key_t) +
	    ksize + ((valsize + 7) & ~(size_t)7);

	bucket = &ds->dtds_hash[h & (ds->dtds_hashsize - 1)];
	if (!dtrace_dynvar_lock(&bucket->dth_lock)) {
		if (op == DTRACE_DYNVAR_ALLOC)
			dtrace_dynvar_drop(ds);
		return (NULL);
	}

	prevp = &bucket->dth_head;
	for (dv = *prevp; dv != NULL; prevp = &dv->dtdv_next, dv = *prevp) {
		if (dv->dtdv_hashval != h || dv->dtdv_nkeys != nkeys)
			continue;
		cbase = (uintptr_t)dv;
		for (k = 0; k < nkeys; k++) {
			const dtrace_key_t *dk = &dv->dtdv_key[k];
			uintptr_t src;

			if (dk->dttk_size != key[k].dttk_size)
				break;
			if (dk->dttk_size == 0) {
				if (dk->dttk_value != key[k].dttk_value)
					break;
				continue;
			}
			if (dk->dttk_value > ds->dtds_chunksize ||
			    dk->dttk_size > ds->dtds_chunksize -
			    dk->dttk_value)
				break;
			src = (uintptr_t)key[k].dttk_value;
			direct = kdirect[k];
			for (i = 0; i < dk->dttk_size; i++) {
				if (*(const uint8_t *)(cbase + (uintptr_t)
				    dk->dttk_value + i) !=
				    dtrace_dynvar_kb(src, i, direct))
					break;
			}
			if (i != dk->dttk_size)
				break;
		}
		if (k == nkeys)
			break;
	}

	if (dv != NULL) {
		if (op == DTRACE_DYNVAR_DEALLOC) {
			*prevp = dv->dtdv_next;
			dtrace_dynvar_unlock(&bucket->dth_lock);
			dtrace_dynvar_dirty_push(ds, dv);
			return (NULL);
		}
		if (valsize > dv->dtdv_datasize) {
			dtrace_dynvar_unlock(&bucket->dth_lock);
			if (op == DTRACE_DYNVAR_ALLOC)
				dtrace_dynvar_drop(ds);
			return (NULL);
		}
		data = dtrace_dynvar_xfer(ms, vs, (char *)dv + dv->dtdv_dataoff,
		    valsize, op, xfer);
		dtrace_dynvar_unlock(&bucket->dth_lock);
		return (data);
	}

	if (op != DTRACE_DYNVAR_ALLOC) {
		dtrace_dynvar_unlock(&bucket->dth_lock);
		return (NULL);
	}
	if (need > ds->dtds_chunksize) {
		dtrace_dynvar_unlock(&bucket->dth_lock);
		dtrace_dynvar_drop(ds);
		return (NULL);
	}
	if ((dv = dtrace_dynvar_free_pop(ds)) == NULL) {
		dtrace_dynvar_unlock(&bucket->dth_lock);
		dtrace_dynvar_drop_nofree(ds);
		return (NULL);
	}

	/* Lay out the new element: keys, key bytes, value. */
	cbase = (uintptr_t)dv;
	{
		size_t off = sizeof (struct dtrace_dynvar) +
		    nkeys * sizeof (dtrace_key_t);

		for (k = 0; k < nkeys; k++) {
			dv->dtdv_key[k].dttk_size = key[k].dttk_size;
			if (key[k].dttk_size == 0) {
				dv->dtdv_key[k].dttk_value = key[k].dttk_value;
				continue;
			}
			dv->dtdv_key[k].dttk_value = off;
			direct = kdirect[k];
			for (i = 0; i < key[k].dttk_size; i++)
				*(uint8_t *)(cbase + off + i) =
				    dtrace_dynvar_kb(
				    (uintptr_t)key[k].dttk_value, i, direct);
			off += (key[k].dttk_size + 7) & ~(uint64_t)7;
		}
		dv->dtdv_dataoff = (uint32_t)off;
		dv->dtdv_datasize = (uint32_t)(ds->dtds_chunksize - off);
		dtrace_dif_bzero((void *)(cbase + off), dv->dtdv_datasize);
	}
	if (*flags & DTRACE_CPUFLAG_ERROR) {
		/* A key became unreadable between hashing and copying. */
		dtrace_dynvar_unlock(&bucket->dth_lock);
		dtrace_dynvar_free_push(ds, dv);
		return (NULL);
	}
	dv->dtdv_hashval = h;
	dv->dtdv_nkeys = nkeys;
	data = dtrace_dynvar_xfer(ms, vs, (char *)dv + dv->dtdv_dataoff,
	    valsize, op, xfer);
	dtrace_os_membar_producer();
	dv->dtdv_next = bucket->dth_head;
	bucket->dth_head = dv;
	dtrace_dynvar_unlock(&bucket->dth_lock);
	return (data);
}
