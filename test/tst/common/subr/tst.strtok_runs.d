/* strtok() skips runs of delimiters between tokens */

#pragma D option quiet

BEGIN
{
	printf("%s ", strtok("a,,,b", ","));
	printf("%s\n", strtok(NULL, ","));
	exit(0);
}
