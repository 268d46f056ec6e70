/*
 * the C type namespace holds the ANSI-C intrinsic types (Dynamic Tracing
 * Guide, "Type Namespaces"): C`char, C`short, C`int, C`long, C`double
 */

#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d %d\n", sizeof (C`char), sizeof (C`short),
	    sizeof (C`int), sizeof (C`long), sizeof (C`double));
	exit(0);
}
