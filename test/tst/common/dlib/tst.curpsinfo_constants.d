/*
 * the psinfo_t and lwpsinfo_t members that are constants on Linux, as in
 * Oracle Linux DTrace's translators: one lwp per task, no wait status,
 * no Solaris task, project, pool, zone or contract, no wait channel
 */
#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d %d %d %d %d\n", curpsinfo->pr_nlwp,
	    curpsinfo->pr_wstat, curpsinfo->pr_taskid, curpsinfo->pr_projid,
	    curpsinfo->pr_nzomb, curpsinfo->pr_poolid, curpsinfo->pr_zoneid,
	    curpsinfo->pr_contract);
	printf("%d %d\n", curlwpsinfo->pr_wchan, curlwpsinfo->pr_stype);
	exit(0);
}
