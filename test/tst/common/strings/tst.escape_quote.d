/*
 *
 */

#pragma D option quiet

BEGIN
{
	printf("say \"hi\"\n");
	exit(0);
}
