/* strtok() then strtok(NULL, ...) walk the tokens */

#pragma D option quiet

BEGIN
{
	printf("%s ", strtok("a,b,c", ","));
	printf("%s ", strtok(NULL, ","));
	printf("%s\n", strtok(NULL, ","));
	exit(0);
}
