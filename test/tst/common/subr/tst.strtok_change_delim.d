/* strtok() may change delimiters between calls */

#pragma D option quiet

BEGIN
{
	printf("%s ", strtok("k=v;x", "="));
	printf("%s\n", strtok(NULL, ";"));
	exit(0);
}
