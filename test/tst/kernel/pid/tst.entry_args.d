/* @@backend: kernel */
/* @@opts: -c ./pidtarget */
/*
 * pid entry probes on the module (uprobes): every call of add(i, 2i),
 * i = 0 .. 4, with its arguments, in order; greet() with its string
 * argument read by copyinstr()
 */
#pragma D option quiet

pid$target:a.out:add:entry
{
	printf("add %d %d\n", arg0, arg1);
}

pid$target:a.out:greet:entry
{
	printf("greet %s\n", copyinstr(arg0));
}
