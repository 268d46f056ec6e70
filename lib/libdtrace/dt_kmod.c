/*
 * lib/libdtrace/dt_kmod.c -- kernel modules as containers of types and
 * symbols for the compiler (dt_kmod.h).
 *
 * Where it sits: the compiler's type lookups (dt_type.c) come here when C
 * and D miss, and its backquoted identifiers (`sym, mod`sym; dt_cook.c)
 * always.  Types come from the kernel's BTF (/sys/kernel/btf/vmlinux,
 * dt_btf.c), opened on the first question and converted to CTF on the
 * first name it actually knows, both kept in the handle's compiler state
 * until the handle closes; symbols come from /proc/kallsyms
 * (dt_kallsyms.c).  Only the core kernel ("vmlinux", alias "genunix")
 * has types here: loadable modules have symbols but no types yet.
 *
 * The symbol rules are the reference's (illumos dt_xcook_ident() and
 * dtrace_symbol_type(), Oracle Linux DTrace's kernel branch of the
 * latter): a symbol's type is the type its module records for that name
 * (here a BTF VAR or FUNC); none is D_SYM_NOTYPES with "Unknown symbol
 * name", also for data symbols such as jiffies that BTF (which records
 * only per-CPU variables) does not describe.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dt_btf.h"
#include "dt_kallsyms.h"
#include "dt_kmod.h"
#include "dt_pcb.h"

#define DT_KMOD_BTF	"/sys/kernel/btf/vmlinux"

typedef struct dt_kmodstate {
	int km_tried;		/* BTF open attempted */
	int km_absent;		/* ... and the file does not exist */
	dt_btf_t *km_btf;	/* the core kernel's BTF, or NULL */
	char km_err[256];	/* why km_btf is NULL */
} dt_kmodstate_t;

static const char dt_kmod_noctf[] = "Module does not contain any CTF data";

/* The canonical name of kernel module @mod ("genunix" is "vmlinux"). */
static const char *
dt_kmod_name(const char *mod)
{
	return (mod != NULL && strcmp(mod, "genunix") == 0 ? "vmlinux" : mod);
}

static dt_btf_t *
dt_kmod_btf(dt_ccstate_t *cc)
{
	dt_kmodstate_t *km = cc->cc_kmod;

	if (km == NULL) {
		if ((km = calloc(1, sizeof (*km))) == NULL)
			return (NULL);
		cc->cc_kmod = km;
	}
	if (!km->km_tried) {
		km->km_tried = 1;
		km->km_btf = dt_btf_open(DT_KMOD_BTF, km->km_err,
		    sizeof (km->km_err));
		km->km_absent = km->km_btf == NULL &&
		    access(DT_KMOD_BTF, F_OK) != 0;
	}
	return (km->km_btf);
}

ctf_dict_t *
dt_kmod_types(dt_ccstate_t *cc, const char *mod, const char *name)
{
	static const struct {
		const char *tag;
		dt_btf_ns_t ns;
	} tags[] = {
		{ "struct ", DT_BTF_NS_STRUCT }, { "union ", DT_BTF_NS_UNION },
		{ "enum ", DT_BTF_NS_ENUM },
	};
	dt_btf_ns_t ns = DT_BTF_NS_TYPE;
	char base[256];
	size_t len, i;
	dt_btf_t *btf;

	mod = dt_kmod_name(mod);
	if (cc->cc_nokmod || (mod != NULL && strcmp(mod, "vmlinux") != 0))
		return (NULL);
	while (*name == ' ')
		name++;
	for (i = 0; i < sizeof (tags) / sizeof (tags[0]); i++) {
		if (strncmp(name, tags[i].tag, strlen(tags[i].tag)) == 0) {
			name += strlen(tags[i].tag);
			ns = tags[i].ns;
			break;
		}
	}
	while (*name == ' ')
		name++;
	len = strlen(name);
	while (len > 0 && (name[len - 1] == '*' || name[len - 1] == ' '))
		len--;
	if (len == 0 || len >= sizeof (base))
		return (NULL);
	memcpy(base, name, len);
	base[len] = '\0';
	if ((btf = dt_kmod_btf(cc)) == NULL ||
	    dt_btf_lookup(btf, ns, base) == 0)
		return (NULL);
	return (dt_btf_ctf(btf, NULL, 0));
}

dt_ksymres_t
dt_kmod_symbol(dt_ccstate_t *cc, const char *mod, const char *name,
    dt_ksymref_t *ref)
{
	const dt_ksym_t *ks;
	dt_btf_t *btf;

	memset(ref, 0, sizeof (*ref));
	ref->kr_type = CTF_ERR;
	mod = dt_kmod_name(mod);
	if (mod != NULL && !dt_kallsyms_module(mod))
		return (DT_KSYM_NOMOD);
	if ((ks = dt_kallsyms_byname(mod, name)) == NULL)
		return (DT_KSYM_NOSYM);
	ref->kr_mod = ks->ks_mod;
	ref->kr_addr = ks->ks_addr;
	if (strcmp(ks->ks_mod, "vmlinux") != 0) {
		snprintf(ref->kr_why, sizeof (ref->kr_why), "%s", dt_kmod_noctf);
		return (DT_KSYM_NOTYPES);
	}
	if ((btf = dt_kmod_btf(cc)) == NULL) {
		dt_kmodstate_t *km = cc->cc_kmod;

		snprintf(ref->kr_why, sizeof (ref->kr_why), "%s",
		    km == NULL ? strerror(ENOMEM) : km->km_absent ?
		    dt_kmod_noctf : km->km_err);
		return (DT_KSYM_NOTYPES);
	}
	if (dt_btf_lookup(btf, DT_BTF_NS_SYM, name) == 0) {
		snprintf(ref->kr_why, sizeof (ref->kr_why), "%s",
		    "Unknown symbol name");
		return (DT_KSYM_NOTYPES);
	}
	ref->kr_type = dt_btf_symtype(btf, name, ref->kr_why,
	    sizeof (ref->kr_why));
	if (ref->kr_type == CTF_ERR)
		return (DT_KSYM_NOTYPES);
	ref->kr_ctfp = dt_btf_ctf(btf, NULL, 0);
	return (DT_KSYM_OK);
}

int
dt_kmod_fbt_argtype(dt_ccstate_t *cc, const char *func, const char *name,
    int ndx, char *buf, size_t len)
{
	dt_ksymref_t ref;
	ctf_funcinfo_t fi;
	ctf_id_t *argv, t;

	if (dt_kmod_symbol(cc, "vmlinux", func, &ref) != DT_KSYM_OK ||
	    ctf_func_type_info(ref.kr_ctfp, ref.kr_type, &fi) != 0)
		return (0);
	if (strcmp(name, "return") == 0) {
		if (ndx != 1)
			return (0);
		t = fi.ctc_return;
	} else {
		if (ndx < 0 || (uint32_t)ndx >= fi.ctc_argc)
			return (-1);
		if ((argv = calloc(fi.ctc_argc, sizeof (*argv))) == NULL)
			return (0);
		if (ctf_func_type_args(ref.kr_ctfp, ref.kr_type, fi.ctc_argc,
		    argv) != 0) {
			free(argv);
			return (0);
		}
		t = argv[ndx];
		free(argv);
	}
	if (ctf_type_name(ref.kr_ctfp, t, buf, len) == NULL)
		return (0);
	return (1);
}

void
dt_kmod_fini(dt_ccstate_t *cc)
{
	dt_kmodstate_t *km = cc->cc_kmod;

	if (km == NULL)
		return;
	dt_btf_close(km->km_btf);
	free(km);
	cc->cc_kmod = NULL;
}
