/* strtok() delimiters are a set of characters */

#pragma D option quiet

BEGIN
{
	printf("%s ", strtok("one two\tthree", " \t"));
	printf("%s ", strtok(NULL, " \t"));
	printf("%s\n", strtok(NULL, " \t"));
	exit(0);
}
