/* @@args: BEGIN */
/*
 * In a probe description "$$1" is "$1", as the reference reads it: the
 * argument's text, here the probe name BEGIN
 */
#pragma D option quiet

dtrace:::$$1
{
	printf("%s\n", probename);
	exit(0);
}
