/* strtoll("-42") is -42 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", strtoll("-42"));
	exit(0);
}
