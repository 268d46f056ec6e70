/* integer constant types follow C */

#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d\n", sizeof (1), sizeof (1L), sizeof (1U), sizeof (0x80000000));
	exit(0);
}
