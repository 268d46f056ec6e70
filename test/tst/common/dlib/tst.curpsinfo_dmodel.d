/*
 * curpsinfo->pr_dmodel is PR_MODEL_LP64 (2); PR_MODEL_ILP32 is 1
 */

#pragma D option quiet

BEGIN
{
	printf("%d %d %d\n", curpsinfo->pr_dmodel == PR_MODEL_LP64, PR_MODEL_LP64,
	    PR_MODEL_ILP32);
	exit(0);
}
