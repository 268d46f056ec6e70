/*
 * members sit at the reference's offsets: pr_fname 136, pr_psargs 152,
 * pr_lwp 288 in psinfo_t; pr_lwpid 4, pr_onpro 96 in lwpsinfo_t
 */

#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d %d\n", offsetof(psinfo_t, pr_fname),
	    offsetof(psinfo_t, pr_psargs), offsetof(psinfo_t, pr_lwp),
	    offsetof(lwpsinfo_t, pr_lwpid), offsetof(lwpsinfo_t, pr_onpro));
	exit(0);
}
