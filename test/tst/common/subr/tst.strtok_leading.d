/* strtok() skips leading delimiters */

#pragma D option quiet

BEGIN
{
	printf("%s\n", strtok(",,,x,y", ","));
	exit(0);
}
